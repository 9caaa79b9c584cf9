/**
 * Roots that run part of a function for the runtime: a function's slow clone
 * ({@link org.x10lite.nodes.parts.SlowCloneRootNode}, which resumes a stolen continuation), a share
 * of a split range loop ({@link org.x10lite.nodes.parts.LoopShareRootNode}) and a help-first
 * async's fresh task ({@link org.x10lite.nodes.parts.FreshTaskRootNode}). To tools, stack traces
 * and stack walks each is the function it runs part of
 * ({@link org.x10lite.nodes.parts.PartOfFunctionRootNode}). When they run is the runtime's
 * business ({@code org.x10lite.workstealing}).
 */
package org.x10lite.nodes.parts;
